// The invoice PDF's words in the four document languages (the page's strings live in the client's billing
// namespace; a PDF is made on the server, so it carries its own).
import type { DocumentLanguage } from '../documents/documents.service.js';
import type { PaymentMethod } from '../../../../db/schema/index.js';
import type { InvoiceStateValue } from './invoices.types.js';

export interface InvoicePdfStrings {
  title: string;
  number: string;
  issuer: string;
  recipient: string;
  issued: string;
  due: string;
  status: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  net: string;
  gross: string;
  paid: string;
  open: string;
  payments: string;
  noPayments: string;
  paidOn: string;
  method: string;
  reference: string;
  cancelled: string;
  generated: string;
  states: Record<InvoiceStateValue, string>;
  methods: Record<PaymentMethod, string>;
}

export const INVOICE_PDF_STRINGS: Record<DocumentLanguage, InvoicePdfStrings> = {
  en: {
    title: 'Invoice', number: 'Number', issuer: 'Issuer', recipient: 'Billed to', issued: 'Issued', due: 'Due date',
    status: 'Status', description: 'Description', quantity: 'Qty', unitPrice: 'Unit price', amount: 'Amount',
    net: 'Total net', gross: 'Total', paid: 'Paid', open: 'Amount due', payments: 'Payments', noPayments: 'No payment recorded.',
    paidOn: 'Date', method: 'Method', reference: 'Reference', cancelled: 'Cancelled: {{reason}}', generated: 'Generated {{date}}',
    states: { draft: 'Draft', issued: 'Issued', overdue: 'Overdue', paid: 'Paid', cancelled: 'Cancelled', entered_in_error: 'Entered in error' },
    methods: { card: 'Card', bank_transfer: 'Bank transfer', cash: 'Cash', cheque: 'Cheque', insurance: 'Insurance', other: 'Other' },
  },
  fr: {
    title: 'Facture', number: 'Numéro', issuer: 'Émetteur', recipient: 'Facturé à', issued: 'Émise le', due: 'Échéance',
    status: 'Statut', description: 'Désignation', quantity: 'Qté', unitPrice: 'Prix unitaire', amount: 'Montant',
    net: 'Total net', gross: 'Total', paid: 'Payé', open: 'Reste à payer', payments: 'Paiements', noPayments: 'Aucun paiement enregistré.',
    paidOn: 'Date', method: 'Moyen', reference: 'Référence', cancelled: 'Annulée\u202f: {{reason}}', generated: 'Généré le {{date}}',
    states: { draft: 'Brouillon', issued: 'Émise', overdue: 'En retard', paid: 'Payée', cancelled: 'Annulée', entered_in_error: 'Saisie erronée' },
    methods: { card: 'Carte', bank_transfer: 'Virement', cash: 'Espèces', cheque: 'Chèque', insurance: 'Assurance', other: 'Autre' },
  },
  ar: {
    title: 'فاتورة', number: 'الرقم', issuer: 'الجهة المصدرة', recipient: 'فاتورة إلى', issued: 'تاريخ الإصدار', due: 'تاريخ الاستحقاق',
    status: 'الحالة', description: 'الوصف', quantity: 'الكمية', unitPrice: 'سعر الوحدة', amount: 'المبلغ',
    net: 'الإجمالي الصافي', gross: 'الإجمالي', paid: 'المدفوع', open: 'المبلغ المستحق', payments: 'المدفوعات', noPayments: 'لم تُسجَّل أي دفعة.',
    paidOn: 'التاريخ', method: 'الطريقة', reference: 'المرجع', cancelled: 'ملغاة: {{reason}}', generated: 'أُنشئت في {{date}}',
    states: { draft: 'مسودة', issued: 'صادرة', overdue: 'متأخرة', paid: 'مدفوعة', cancelled: 'ملغاة', entered_in_error: 'أُدخلت خطأً' },
    methods: { card: 'بطاقة', bank_transfer: 'تحويل مصرفي', cash: 'نقدًا', cheque: 'شيك', insurance: 'تأمين', other: 'أخرى' },
  },
  zh: {
    title: '发票', number: '编号', issuer: '开票方', recipient: '付款人', issued: '开具日期', due: '到期日',
    status: '状态', description: '项目', quantity: '数量', unitPrice: '单价', amount: '金额',
    net: '净额合计', gross: '合计', paid: '已付', open: '应付余额', payments: '付款记录', noPayments: '尚无付款记录。',
    paidOn: '日期', method: '方式', reference: '参考号', cancelled: '已取消：{{reason}}', generated: '生成于 {{date}}',
    states: { draft: '草稿', issued: '已开具', overdue: '已逾期', paid: '已付清', cancelled: '已取消', entered_in_error: '录入错误' },
    methods: { card: '银行卡', bank_transfer: '银行转账', cash: '现金', cheque: '支票', insurance: '保险', other: '其他' },
  },
};
